export { invalidYouTubeId, parseYouTubeId } from './parseYouTubeId.ts';
export { YouTubePlayer, youTubeEmbedUrl, type YouTubePlayerProps } from './YouTubePlayer.tsx';
