import { icons, type IconDrawing, type IconName } from './icons.ts';

export interface IconProps {
  name: IconName;
  /**
   * What the icon says, where nothing else says it (an icon-only link, say): the icon is then an
   * image with this name. Without it the icon is decoration, hidden from assistive technology, and
   * the control it sits in carries the name.
   */
  label?: string;
  /** The size and colour: the icon fills its box in `currentColor`. */
  className?: string;
  /** A heavier or lighter line than the drawing's own (a tick in a small box, say). */
  strokeWidth?: number;
  /** Mitred corners instead of the drawing's round ones (the filter menu's chevron is drawn so). */
  sharp?: boolean;
}

/** One icon of the set in `icons.ts`, drawn in `currentColor`. */
export function Icon({ name, label, className, strokeWidth, sharp = false }: IconProps) {
  const drawing: IconDrawing = icons[name];
  // A filled heart keeps its outline, so it is the same size as the empty one.
  const stroked = drawing.paint === 'stroke' || drawing.strokeWidth !== undefined;
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path
        d={drawing.d}
        fill={drawing.paint === 'fill' ? 'currentColor' : 'none'}
        stroke={stroked ? 'currentColor' : undefined}
        strokeWidth={stroked ? (strokeWidth ?? drawing.strokeWidth) : undefined}
        strokeLinecap={drawing.cap}
        strokeLinejoin={sharp ? undefined : drawing.join}
      />
    </svg>
  );
}
