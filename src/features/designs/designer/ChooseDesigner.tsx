import { useState } from 'react';
import type { DesignWire } from '#src/lib/api/types.ts';
import { ChosenDesigner } from './ChosenDesigner.tsx';
import { DesignerChooser, type ChooseDesignerProps } from './DesignerChooser.tsx';
import { hasChosenDesigner } from './designerList.ts';

export { chooseDesignerWording } from './chooseDesignerWording.ts';
export type { ChooseDesignerProps } from './DesignerChooser.tsx';

/**
 * The last step of a design's homework (docs/spec/features.md §2.11, §4–§8): 'Choose your Designer',
 * and schedule the video call when the product has one. The designers with availability come from
 * `POST /gimme-dat/` (favourites first; zoom-only designers left out when there is no call), each on
 * a card with 'View' (their profile in a modal, with 'Choose {name}') and 'Work with {first name}'.
 * With a call: the designer's calendar, the day's times ('Select another date' goes back), then a
 * summary with 'Schedule my Call!', 'Choose a different time' and 'Choose a different designer';
 * without: a summary with 'Start my garden design with {name}'. Saving is `PUT /designs/{id}`
 * `{ coach_id, zoom_start }`; a refusal shows the API's message and the button can be pressed again.
 * A design whose designer is chosen shows who, and when the call is.
 */
export function ChooseDesigner(props: ChooseDesignerProps) {
  const [saved, setSaved] = useState<DesignWire | null>(null);
  // The saved design until the page passes the new one down (it may keep the old a moment, or never).
  const design = saved && saved.id === props.design.id ? saved : props.design;
  if (hasChosenDesigner(design)) {
    return (
      <ChosenDesigner
        design={design}
        timeZone={props.timeZone}
        headingLevel={props.headingLevel ?? 4}
        focusHeading={saved !== null}
      />
    );
  }
  return (
    <DesignerChooser
      {...props}
      onChosen={(updated) => {
        setSaved(updated);
        props.onChosen(updated);
      }}
    />
  );
}
