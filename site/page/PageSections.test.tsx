import { act, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { useRenderSections } from '#src/lib/sectionKit/SectionRendererContext.tsx';
import { PageSections } from './PageSections.tsx';
import { loadSectionModules } from './sectionModules.ts';

vi.mock('#registry', () => {
  const note = defineSection({
    type: 'note',
    content: v.looseObject({ text: v.string() }),
    Component: ({ content, background }) => <p data-background={background}>{content.text}</p>,
  });
  const explode = defineSection({
    type: 'explode',
    content: v.looseObject({}),
    Component: () => {
      throw new Error('kaboom');
    },
  });
  const group = defineSection({
    type: 'group',
    content: v.looseObject({ sections: v.array(v.any()) }),
    Component: function Group({ content }) {
      // eslint-disable-next-line testing-library/render-result-naming-convention -- a hook named "useRender…", not Testing Library's render
      const showSections = useRenderSections();
      return (
        <div>{showSections(content.sections as PageSectionWire[], { skipTypes: ['group'] })}</div>
      );
    },
  });
  const registry = {
    note: async () => ({ default: note }),
    explode: async () => ({ default: explode }),
    group: async () => ({ default: group }),
  };
  return {
    registry,
    isSectionType: (type: string) => type in registry,
    sectionSourcePath: (type: string) => `sections/${type}/index.ts`,
  };
});

const note = (id: number, text: string, extra: Partial<PageSectionWire> = {}): PageSectionWire => ({
  id,
  type: 'note',
  content: { text },
  options: {},
  ...extra,
});

describe('the page shell', () => {
  // As on the server and before hydration: the page's section modules are loaded before it renders.
  beforeAll(() => loadSectionModules(['note', 'explode', 'group']));
  afterEach(() => vi.useRealTimers());

  it('renders the sections in the order of the page', async () => {
    render(<PageSections sections={[note(1, 'First'), note(2, 'Second'), note(3, 'Third')]} />);
    const texts = await screen.findAllByText(/First|Second|Third/);
    expect(texts.map((element) => element.textContent)).toEqual(['First', 'Second', 'Third']);
  });

  it('applies the background colour option, or the section default', async () => {
    render(
      <PageSections
        sections={[
          note(1, 'Pink one', { options: { BackgroundColor: { color: 'pink' } } }),
          note(2, 'Plain one'),
          note(3, 'Odd colour', { options: { BackgroundColor: { color: 'purple' } } }),
        ]}
      />,
    );
    expect(await screen.findByText('Pink one')).toHaveAttribute('data-background', 'pink');
    expect(screen.getByText('Plain one')).toHaveAttribute('data-background', 'white');
    expect(screen.getByText('Odd colour')).toHaveAttribute('data-background', 'white');
  });

  it('shows visitors every other section when one has an unknown type or broken content', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <PageSections
        sections={[
          note(1, 'Before'),
          { id: 2, type: 'mystery', content: {} },
          { id: 3, type: 'note', content: { text: 42 } },
          note(4, 'After'),
        ]}
      />,
    );
    expect(await screen.findByText('After')).toBeInTheDocument();
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mystery'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content.text'));
  });

  it('warns only once for the same broken section across renders', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sections = [{ id: 77, type: 'unknown-once', content: {} }];
    const view = render(<PageSections sections={sections} />);
    view.rerender(<PageSections sections={[...sections]} />);
    expect(
      warn.mock.calls.filter(([message]) => String(message).includes('unknown-once')),
    ).toHaveLength(1);
  });

  it('names the section, its type and the failing field for admins and previews', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <PageSections
        showNotices
        sections={[
          note(1, 'Fine'),
          { id: 2, type: 'mystery', content: {} },
          { id: 3, type: 'note', content: {} },
        ]}
      />,
    );
    const notices = await screen.findAllByRole('note');
    expect(notices).toHaveLength(2);
    expect(notices[0]).toHaveTextContent('Section 2 (type “mystery”)');
    expect(notices[0]).toHaveTextContent('No section module is registered for this type.');
    expect(notices[1]).toHaveTextContent('Section 3 (type “note”)');
    expect(notices[1]).toHaveTextContent('content.text');
  });

  it('contains a section that throws while rendering', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageSections
        showNotices
        sections={[{ id: 1, type: 'explode', content: {} }, note(2, 'Survivor')]}
      />,
    );
    expect(await screen.findByText('Survivor')).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('It failed to render: kaboom');
  });

  it('holds a time_reveal section back until its minutes have passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <PageSections
        sections={[
          note(1, 'Now'),
          note(2, 'Later', { content: { text: 'Later', time_reveal: 2 } }),
        ]}
      />,
    );
    expect(await screen.findByText('Now')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(119_000);
    });
    expect(screen.queryByText('Later')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(await screen.findByText('Later')).toBeInTheDocument();
  });

  it('shows every section at once, or what a visitor sees after some minutes, when told to', async () => {
    const sections = [
      note(1, 'Now'),
      note(2, 'After two', { content: { text: 'After two', time_reveal: 2 } }),
      note(3, 'After ten', { content: { text: 'After ten', time_reveal: '10' } }),
    ];
    const { rerender } = render(<PageSections sections={sections} reveal="all" />);
    expect(await screen.findByText('After ten')).toBeInTheDocument();
    expect(screen.getByText('After two')).toBeInTheDocument();

    rerender(<PageSections sections={sections} reveal={{ minutes: 5 }} />);
    expect(await screen.findByText('After two')).toBeInTheDocument();
    expect(screen.queryByText('After ten')).not.toBeInTheDocument();

    rerender(<PageSections sections={sections} reveal={{ minutes: 0 }} />);
    expect(await screen.findByText('Now')).toBeInTheDocument();
    expect(screen.queryByText('After two')).not.toBeInTheDocument();
  });

  it('lets a section render sub-sections through the registry, skipping the types it names', async () => {
    render(
      <PageSections
        sections={[
          {
            id: 1,
            type: 'group',
            content: {
              sections: [
                note(11, 'Inside'),
                { id: 12, type: 'group', content: { sections: [note(13, 'Too deep')] } },
              ],
            },
          },
        ]}
      />,
    );
    expect(await screen.findByText('Inside')).toBeInTheDocument();
    expect(screen.queryByText('Too deep')).not.toBeInTheDocument();
  });
});
