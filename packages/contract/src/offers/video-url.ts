/**
 * A catalogue video's link: YouTube or Vimeo only. Gives the provider, the video id and the
 * privacy-friendly embed address the public offer page uses; null for any other address.
 */
export type VideoLink = { provider: 'youtube' | 'vimeo'; videoId: string; embedUrl: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export const parseVideoUrl = (value: string): VideoLink | null => {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, '');
  const youtube = (videoId: string | null | undefined): VideoLink | null =>
    videoId && YOUTUBE_ID.test(videoId)
      ? { provider: 'youtube', videoId, embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}` }
      : null;
  if (host === 'youtu.be') return youtube(url.pathname.split('/')[1]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') return youtube(url.searchParams.get('v'));
    const [, kind, videoId] = url.pathname.split('/');
    if (kind === 'embed' || kind === 'shorts' || kind === 'live') return youtube(videoId);
    return null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const videoId = url.pathname.split('/').find((part) => /^\d{1,12}$/.test(part));
    return videoId ? { provider: 'vimeo', videoId, embedUrl: `https://player.vimeo.com/video/${videoId}?dnt=1` } : null;
  }
  return null;
};
