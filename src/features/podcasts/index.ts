export {
  EpisodeCard,
  Episodes,
  EpisodeSkeletons,
  episodesEmptyText,
  episodesLoadingText,
  type EpisodesLayout,
} from './Episodes.tsx';
