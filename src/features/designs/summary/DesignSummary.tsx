import { Fragment } from 'react';
import type { DesignFileWire, DesignWire } from '#src/lib/api/types.ts';
import * as accountStyles from '#src/features/account/account.css.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { link } from '#src/ui/components/Link/Link.css.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { formatSessionStart } from '#src/lib/format/formatSessionTime.ts';
import { isPicture } from '../designFiles.ts';
import { customerName, designerName } from '../designStatus.ts';
import * as styles from './DesignSummary.css.ts';

const fileKinds: Record<string, string> = {
  wideangle: 'Wide-angle photo',
  property: 'Property photo',
  user_imgs: 'Additional image',
  design: 'Design drawing',
};

export interface DesignSummaryProps {
  design: DesignWire;
  /** The viewer's timezone: the call's time shows in it. */
  timeZone: string;
  /** The level of the summary's headings. */
  headingLevel?: 2 | 3;
}

/**
 * A design at a glance, read-only: who is on it, the call, the garden details and the photos with
 * their notes. What a designer, artist or admin sees of the customer's homework, and what the
 * customer sees once the homework is handed over (a designer chosen).
 */
export function DesignSummary({ design, timeZone, headingLevel = 2 }: DesignSummaryProps) {
  const details = design.details;
  const call = formatSessionStart(design.order?.scheduled_start, timeZone);
  const rows: [string, string | null][] = [
    ['Customer', customerName(design)],
    ['Designer', designerName(design) ?? 'Not chosen yet'],
    ['Video call', call],
    ['Address', details.address?.formatted_address ?? null],
    [
      'Garden size',
      details.size_length && details.size_width
        ? `${details.size_length} ft × ${details.size_width} ft`
        : null,
    ],
    ['Budget', details.budget ?? null],
    ['Budget flexible', details.flexible ?? null],
    ['Builder', details.builder ?? null],
  ];
  const files = design.files.filter((file) => file.system_type !== 'design');
  const drawings = design.files.filter((file) => file.system_type === 'design');
  return (
    <Stack space="large">
      <dl className={accountStyles.details}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([term, value]) => (
            <Fragment key={term}>
              <dt className={accountStyles.term}>{term}</dt>
              <dd className={accountStyles.definition}>{value}</dd>
            </Fragment>
          ))}
      </dl>
      {drawings.length > 0 ? (
        <FileGroup title="Your design" files={drawings} headingLevel={headingLevel} />
      ) : null}
      {files.length > 0 ? (
        <FileGroup title="Garden photos" files={files} headingLevel={headingLevel} />
      ) : (
        <Text tone="muted">No photos yet.</Text>
      )}
    </Stack>
  );
}

function FileGroup({
  title,
  files,
  headingLevel,
}: {
  title: string;
  files: readonly DesignFileWire[];
  headingLevel: 2 | 3;
}) {
  return (
    <Stack space="small">
      <Heading level={(headingLevel + 1) as 3 | 4} size="sm">
        {title}
      </Heading>
      <ul className={styles.files}>
        {files.map((file) => (
          <li key={file.id} className={styles.file}>
            {isPicture({ name: file.name, type: file.file_type }) ? (
              <Image
                src={file.path}
                alt={file.description || `${fileKinds[file.system_type] ?? 'Photo'}: ${file.name}`}
                width={320}
                height={240}
                className={styles.thumbnail}
              />
            ) : null}
            <Text size="sm" weight="semibold">
              {fileKinds[file.system_type] ?? 'File'}
            </Text>
            {file.description ? <Text size="sm">{file.description}</Text> : null}
            {/* A plain link: the file is the API's (`/api` is not a page), so the router must not take it. */}
            <a href={file.download} download={file.name} className={link({ variant: 'inline' })}>
              Download {file.name}
            </a>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
