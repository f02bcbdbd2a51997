import { providerSpecialtiesMax } from './providerForm.ts';

export const providerFormWording = {
  businessDetails: 'Business details',
  directoryProfile: 'Directory profile',
  errorListTitle: 'Please check the following:',
  submit: { register: 'Submit application', edit: 'Save business profile' },
  specialtiesHint: `Choose up to ${providerSpecialtiesMax}.`,
  specialtiesUnavailable:
    'The specialties could not be loaded just now. You can choose them later from your business profile.',
} as const;
