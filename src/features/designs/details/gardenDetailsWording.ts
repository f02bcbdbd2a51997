import { designFileLimits } from '#src/lib/api/types.ts';

/** The form's wording beyond its labels (gardenDetailsLabels). */
export const gardenDetailsWording = {
  saveProgress: 'Save Progress',
  saveAndContinue: 'Save & Continue',
  uploadWideangle: 'Upload the wide-angle photo',
  addImage: 'Add an image',
  imageHint: 'JPG, PNG, GIF or WebP, less than 5MB.',
  wideangleHint: 'One photo that shows the whole garden. JPG, PNG, GIF or WebP, less than 5MB.',
  additionalHint: (count: number) =>
    `Up to ${designFileLimits.user_imgs} more photos (${count} of ${designFileLimits.user_imgs} added). JPG, PNG, GIF or WebP, less than 5MB.`,
  additionalFull: `You have added ${designFileLimits.user_imgs} images, the most a design can have. Remove one to add another.`,
  budgetPlaceholder: 'Choose a budget',
  missing: (labels: string[]) => `To continue, fill in: ${labels.join(', ')}.`,
  progressSaved: 'Your progress is saved.',
} as const;
