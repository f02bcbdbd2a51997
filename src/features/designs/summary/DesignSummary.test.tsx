import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DesignWire } from '#src/lib/api/types.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import {
  designTimeZone,
  drawnDesign,
  gardenPhotos,
  homeworkDesign,
  inDesignDesign,
  propertyPhoto,
} from '../testing/designFixtures.ts';
import { DesignSummary, type DesignSummaryProps } from './DesignSummary.tsx';

function show(design: DesignWire, props: Partial<DesignSummaryProps> = {}) {
  return render(
    <StoryProviders>
      <DesignSummary design={design} timeZone={designTimeZone} {...props} />
    </StoryProviders>,
  );
}

/** The details list as term → value pairs, in order. */
function details() {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return terms.map((term, index) => [term, values[index]]);
}

/** A file group's list, by the group's title (the titles and the lists come in turn). */
function files(title: string) {
  const titles = screen.getAllByRole('heading').map((heading) => heading.textContent);
  expect(titles).toContain(title);
  return screen.getAllByRole('list')[titles.indexOf(title)]!;
}

describe('DesignSummary', () => {
  it('lists who is on the design, the call in the viewer’s timezone and the garden details', () => {
    show(inDesignDesign());
    expect(details()).toEqual([
      ['Customer', 'Casey Customer'],
      ['Designer', 'Maya Okafor'],
      ['Video call', 'Fri, Nov 20, 2026, 11:00 AM CST'],
      ['Address', '1200 SE Oak St, Portland, OR 97214, USA'],
      ['Garden size', '20 ft × 12 ft'],
      ['Budget', '$3000 - $5000 (Small 120-200)'],
      ['Budget flexible', 'Yes'],
      ['Builder', 'DIY'],
    ]);
  });

  it('shows the same call in another viewer’s timezone', () => {
    show(inDesignDesign(), { timeZone: 'Europe/London' });
    expect(details()).toContainEqual(['Video call', 'Fri, Nov 20, 2026, 5:00 PM GMT']);
  });

  it('says the designer is not chosen yet and leaves out what is not given', () => {
    show(homeworkDesign());
    expect(details()).toEqual([
      ['Customer', 'Casey Customer'],
      ['Designer', 'Not chosen yet'],
    ]);
  });

  it('leaves out the garden size until both its length and width are given', () => {
    show(inDesignDesign({ details: { size_length: 20, size_width: null, completed: false } }));
    expect(details().map(([term]) => term)).not.toContain('Garden size');
  });

  it('shows the garden photos with their kind, notes and a download link each', () => {
    show(inDesignDesign({ files: [...gardenPhotos, propertyPhoto] }));
    expect(screen.getByRole('heading', { name: 'Garden photos', level: 3 })).toBeInTheDocument();
    const items = within(files('Garden photos')).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const [wide, extra, property] = items.map((item) => within(item));
    expect(wide!.getByRole('img', { name: 'The whole yard from the deck' })).toHaveAttribute(
      'src',
      gardenPhotos[0]!.path,
    );
    expect(wide!.getByText('Wide-angle photo')).toBeInTheDocument();
    expect(wide!.getByText('The whole yard from the deck')).toBeInTheDocument();
    expect(wide!.getByRole('link', { name: 'Download yard.png' })).toHaveAttribute(
      'href',
      gardenPhotos[0]!.download,
    );

    expect(extra!.getByText('Additional image')).toBeInTheDocument();
    expect(extra!.getByText('Shady corner by the fence')).toBeInTheDocument();
    expect(extra!.getByRole('link', { name: 'Download corner-15.png' })).toBeInTheDocument();

    // Without notes, a picture is described by its kind and name.
    expect(property!.getByRole('img', { name: 'Property photo: front.jpg' })).toBeInTheDocument();
    expect(property!.getByRole('link', { name: 'Download front.jpg' })).toHaveAttribute(
      'href',
      propertyPhoto.download,
    );
  });

  it('says there are no photos yet', () => {
    show(inDesignDesign({ files: [] }));
    expect(screen.getByText('No photos yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Garden photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the designer’s drawing under “Your design”: a PDF as a download link, no thumbnail', () => {
    show(drawnDesign());
    const drawing = files('Your design');
    expect(within(drawing).getAllByRole('listitem')).toHaveLength(1);
    expect(within(drawing).getByText('Design drawing')).toBeInTheDocument();
    expect(within(drawing).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(drawing).getByRole('link', { name: 'Download Back garden plan.pdf' }),
    ).toHaveAttribute('href', '/api/design-files/3f0c6a52-8d1e-4c0b-9a57-000000000030?download=1');
    // The photos stay in their own group, the drawing not among them.
    const photos = files('Garden photos');
    expect(within(photos).getAllByRole('listitem')).toHaveLength(2);
    expect(within(photos).queryByText(/Back garden plan/)).not.toBeInTheDocument();
    // The drawing comes first.
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Your design', 'Garden photos']);
  });

  it('puts the groups’ titles one level under the heading level it is given', () => {
    show(drawnDesign(), { headingLevel: 3 });
    expect(screen.getByRole('heading', { name: 'Your design', level: 4 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Garden photos', level: 4 })).toBeInTheDocument();
  });
});

describe('DesignSummary download links', () => {
  const swallow = (event: MouseEvent) => {
    followed.push(!event.defaultPrevented);
    // jsdom does not navigate: stop it trying once the page has had its say.
    event.preventDefault();
  };
  let followed: boolean[] = [];
  afterEach(() => {
    document.removeEventListener('click', swallow);
    followed = [];
  });

  it('leave the file to the browser (the API’s download), not to the page’s router', async () => {
    function Elsewhere() {
      return <p>Routed to {useLocation().pathname}</p>;
    }
    const Stub = createRoutesStub([
      {
        path: '/account/designs/:design',
        Component: () => <DesignSummary design={drawnDesign()} timeZone={designTimeZone} />,
      },
      { path: '*', Component: Elsewhere },
    ]);
    render(
      <StoryProviders router={false}>
        <Stub initialEntries={['/account/designs/2']} />
      </StoryProviders>,
    );
    document.addEventListener('click', swallow);
    await userEvent.click(
      await screen.findByRole('link', { name: 'Download Back garden plan.pdf' }),
    );
    expect(followed).toEqual([true]);
    expect(screen.queryByText(/Routed to/)).not.toBeInTheDocument();
  });
});
