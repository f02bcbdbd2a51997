export { DesignSurvey, designSurveyWording, type DesignSurveyProps } from './DesignSurvey.tsx';
export {
  DesignSurveyStep,
  designSurveyStepWording,
  type DesignSurveyStepProps,
} from './DesignSurveyStep.tsx';
export {
  saveDesignSurvey,
  surveyFailure,
  surveyKey,
  useSurvey,
  type DesignSurveyTarget,
  type SaveDesignSurveyOptions,
  type SurveyFailure,
} from './designSurveyApi.ts';
