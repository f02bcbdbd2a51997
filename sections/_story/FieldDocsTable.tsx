import { Fragment } from 'react';
import { fieldDocs, type DocumentedSection, type FieldDoc } from '#src/lib/sectionKit/fieldDocs.ts';

/**
 * The fields of a section type as a table, read from its schema by `fieldDocs`: what editors may
 * fill in, what is required, what a missing value reads as, and what a wrong one gets.
 */
export function FieldDocsTable({ section }: { section: DocumentedSection & { type: string } }) {
  const rows = fieldDocs(section);
  return (
    <table>
      <caption style={{ textAlign: 'left' }}>
        Fields of the <code>{section.type}</code> section, read from its schema: content fields by
        their path inside <code>content</code> (<code>[]</code> marks each item of a list), then the
        options.
      </caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Default</th>
          <th scope="col">Allowed</th>
          <th scope="col">A wrong value gets</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" style={{ textAlign: 'left' }}>
              <code>{row.name}</code>
            </th>
            <td>{row.type}</td>
            <td>{row.required ? <strong>required</strong> : 'optional'}</td>
            <td>{row.default === undefined ? null : <code>{row.default}</code>}</td>
            <td>
              <Allowed row={row} />
            </td>
            <td>
              <WrongValue row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Allowed({ row }: { row: FieldDoc }) {
  const parts = [
    ...row.values.map((value) => <code key={`value ${value}`}>{value}</code>),
    ...row.limits.map((limit) => <Fragment key={`limit ${limit}`}>{limit}</Fragment>),
  ];
  return <>{parts.flatMap((part, index) => (index === 0 ? [part] : [', ', part]))}</>;
}

function WrongValue({ row }: { row: FieldDoc }) {
  return (
    <>
      {row.messages.map((message, index) => (
        <Fragment key={message}>
          {index > 0 ? ' or ' : null}“{message}”
        </Fragment>
      ))}
      {row.otherwise ? (
        <>
          {row.messages.length > 0 ? '; ' : null}
          <em>{row.otherwise}</em>
        </>
      ) : null}
    </>
  );
}
