export { GardenDetails, gardenDetailsWording, type GardenDetailsProps } from './GardenDetails.tsx';
export {
  canCompleteGardenDetails,
  draftFromDesign,
  gardenDetailsLabels,
  gardenDetailsRequest,
  missingGardenDetails,
  type GardenDetailsDraft,
} from './gardenDetailsRules.ts';
export {
  xhrDesignFileTransport,
  type DesignFileTransport,
  type DesignFileUploadOptions,
} from './uploadDesignFile.ts';
