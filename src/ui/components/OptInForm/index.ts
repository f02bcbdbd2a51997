export {
  OptInForm,
  optInWording,
  redirectTarget,
  type RedirectTarget,
  validateOptInEmail,
  type OptInAddOn,
  type OptInFormProps,
  type OptInRequest,
} from './OptInForm.tsx';
export { normalizeOptInTags, type OptInTags, type OptInTarget } from './normalizeOptInTags.ts';
export { optInLayouts, optInTones, type OptInLayout, type OptInTone } from './OptInForm.css.ts';
