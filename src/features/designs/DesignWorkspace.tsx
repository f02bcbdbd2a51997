import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { DesignWire } from '#src/lib/api/types.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Loader } from '#src/ui/components/Loader/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { lazyComponent } from '#src/lib/lazy/lazyComponent.tsx';
import { designNextStep, designStatusText } from './designStatus.ts';
import { Homework } from './homework/Homework.tsx';
import { DesignSummary } from './summary/DesignSummary.tsx';

// Each step of the homework is its own chunk: the page loads the code of the step it shows.
const DesignSurveyStep = lazyComponent(() =>
  import('./survey/DesignSurveyStep.tsx').then((module) => module.DesignSurveyStep),
);
const GardenDetails = lazyComponent(() =>
  import('./details/GardenDetails.tsx').then((module) => module.GardenDetails),
);
const ChooseDesigner = lazyComponent(() =>
  import('./designer/ChooseDesigner.tsx').then((module) => module.ChooseDesigner),
);
const ProjectMessages = lazyComponent(() =>
  import('./messages/ProjectMessages.tsx').then((module) => module.ProjectMessages),
);

/** Said above the designers while the homework before them is unfinished (the API waits for it). */
export const designerBeforeHomework =
  'Look through our designers now: you can choose yours once your garden details are saved.';

/** Statuses at which the customer's homework is still theirs to do (the API takes changes then). */
const homeworkStatuses = new Set<DesignWire['status']>(['created', 'scheduling']);

export interface DesignWorkspaceProps {
  /** The design as the page's loader fetched it. */
  design: DesignWire;
  viewer: { id: number; timeZone: string; favoriteIds: readonly number[] };
}

/**
 * A design's page (`/account/designs/{design}`): its name and status, then — for the customer while
 * the homework is theirs — the homework's three sections (survey, garden details, designer and call),
 * otherwise the design at a glance; then its project messages. A saved step's answer (the design the
 * API returns) shows at once, and the page's data (the account's designs, which the layout's design
 * banner follows) is loaded again so the new status is everywhere.
 */
export function DesignWorkspace({ design: loaded, viewer }: DesignWorkspaceProps) {
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState<DesignWire | null>(null);
  // The newer of what the page loaded and what a step saved.
  const design =
    saved && saved.id === loaded.id && saved.updated_at >= loaded.updated_at ? saved : loaded;
  const commit = (next: DesignWire) => {
    setSaved(next);
    void revalidator.revalidate();
  };
  const customer = design.acting_as === 'user';
  const loading = (label: string) => <Loader label={label} />;

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>{design.name.trim() || 'Your Garden Design'}</Heading>
        {/* A new status (a step saved) is announced. */}
        <div role="status">
          <Text weight="semibold">Status: {designStatusText(design.status)}</Text>
        </div>
        <Text>{designNextStep(design)}</Text>
      </Stack>
      {customer && homeworkStatuses.has(design.status) ? (
        <section aria-labelledby="homework-heading">
          <Stack space="medium">
            <Heading level={2} id="homework-heading">
              Your homework
            </Heading>
            <Homework
              design={design}
              renderSection={(section, done) => {
                switch (section.key) {
                  case 'survey':
                    return (
                      <DesignSurveyStep
                        design={design}
                        onSaved={(next) => {
                          commit(next);
                          done();
                        }}
                        fallback={loading('Loading the questionnaire...')}
                      />
                    );
                  case 'details':
                    return (
                      <GardenDetails
                        key={design.id}
                        design={design}
                        onSaved={(next, continued) => {
                          commit(next);
                          if (continued) done();
                        }}
                        fallback={loading('Loading your garden details...')}
                      />
                    );
                  default:
                    return (
                      <Stack space="medium">
                        {design.status === 'created' ? (
                          <Text tone="muted">{designerBeforeHomework}</Text>
                        ) : null}
                        <ChooseDesigner
                          design={design}
                          timeZone={viewer.timeZone}
                          favoriteIds={viewer.favoriteIds}
                          onChosen={commit}
                          fallback={loading('Loading designers...')}
                        />
                      </Stack>
                    );
                }
              }}
            />
          </Stack>
        </section>
      ) : (
        <section aria-labelledby="design-heading">
          <Stack space="medium">
            <Heading level={2} id="design-heading">
              {customer ? 'Your design' : 'The design'}
            </Heading>
            <DesignSummary design={design} timeZone={viewer.timeZone} headingLevel={2} />
          </Stack>
        </section>
      )}
      <ProjectMessages
        designId={design.id}
        viewerId={viewer.id}
        actingAs={design.acting_as}
        timeZone={viewer.timeZone}
        fallback={loading('Loading Messages...')}
      />
    </Stack>
  );
}
