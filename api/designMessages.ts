import { designFileLimits } from '#src/lib/api/types.ts';

/** The messages of the designs endpoints (docs/api/designs.md). */
export const designMessages = {
  notFound: 'Design not found',
  fileNotFound: 'File not found',
  oneChange:
    'Send one change at a time: { name, details }, { survey_results_id } or { coach_id, zoom_start }.',
  homeworkClosed: 'The homework of this design can no longer be changed.',
  homeworkFirst: 'Finish the homework before choosing a designer.',
  designerChosen: 'A designer has already been chosen for this design.',
  noOrder: 'This design has no order to book the call on.',
  noSurvey: 'This design has no questionnaire.',
  invalidResult: 'The selected survey results id is invalid.',
  stayCompleted: 'Completed garden details cannot be marked incomplete again.',
  wideangleRequired: 'A wide-angle image of the garden is required.',
  invalidCoach: 'The selected coach id is invalid.',
  selfDesigner: 'You cannot choose yourself as your designer.',
  zoomStartFormat: 'The zoom start must be a time in UTC as YYYY-MM-DD HH:mm:00.',
  noCall: 'This design has no call to schedule.',
  fileTooLarge: 'File size exceeds 5MB. Please choose a smaller file.',
  fileRequired: 'The file field is required.',
  imageType: 'The file must be a JPEG, PNG, GIF or WebP image.',
  designType: 'The file must be a JPEG, PNG, GIF or WebP image, or a PDF.',
  oneWideangle: 'A design has one wide-angle image: remove it before uploading another.',
  userImagesLimit: `A design has at most ${designFileLimits.user_imgs} additional images.`,
} as const;
