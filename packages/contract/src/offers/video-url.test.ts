import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './video-url';

describe('parseVideoUrl', () => {
  it('reads YouTube and Vimeo links', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(parseVideoUrl(link)).toEqual({
        provider: 'youtube',
        videoId: 'dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      });
    }
    expect(parseVideoUrl('https://vimeo.com/76979871')?.embedUrl).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871')?.videoId).toBe('76979871');
  });

  it('refuses anything else', () => {
    for (const link of [
      '',
      'javascript:alert(1)',
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/channels/staff',
      'ftp://youtu.be/dQw4w9WgXcQ',
    ]) {
      expect(parseVideoUrl(link)).toBeNull();
    }
  });
});
