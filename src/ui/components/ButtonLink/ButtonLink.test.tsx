import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { ButtonLink } from './ButtonLink.tsx';

function renderInRouter(element: React.ReactNode) {
  return render(
    <StoryProviders>
      <Routes>
        <Route path="/" element={element} />
        <Route path="/quiz" element={<p>Quiz page</p>} />
      </Routes>
    </StoryProviders>,
  );
}

describe('ButtonLink', () => {
  it('is a link (not a button) that goes to an internal route', async () => {
    renderInRouter(<ButtonLink href="/quiz">Take the Quiz</ButtonLink>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Take the Quiz' }));
    expect(screen.getByText('Quiz page')).toBeInTheDocument();
  });

  it('treats an absolute link on the site address as internal', () => {
    // StoryProviders uses the default public config, whose site address is http://localhost:3000.
    renderInRouter(
      <ButtonLink href="http://localhost:3000/quiz?step=intro">Take the Quiz</ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute(
      'href',
      '/quiz?step=intro',
    );
  });

  it('opens another site in a new tab and says so', () => {
    renderInRouter(<ButtonLink href="https://shop.example.com">Visit the shop</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Visit the shop (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders a link of "#" as plain text', () => {
    renderInRouter(<ButtonLink href="#">Coming soon</ButtonLink>);
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('applies the inline style given for content colours', () => {
    renderInRouter(
      <ButtonLink
        href="/quiz"
        style={{ color: 'rgb(255, 255, 255)', backgroundColor: 'rgb(181, 69, 47)' }}
      >
        Take the Quiz
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Take the Quiz' })).toHaveStyle({
      color: 'rgb(255, 255, 255)',
      backgroundColor: 'rgb(181, 69, 47)',
    });
  });
});
