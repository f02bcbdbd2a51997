/**
 * A form's own error (not a field's), read out when it appears; nothing when there is none. Each
 * form's folder gives its look (`className`).
 */
export function FormErrorLine({
  message,
  className,
}: {
  message: string | null | undefined;
  className: string;
}) {
  return message ? (
    <p className={className} role="alert">
      {message}
    </p>
  ) : null;
}
