import { useTranslations } from 'next-intl';
import { externalVideoEmbedUrl, parseExternalVideoUrl } from '@/lib/media/external-video';
import { ExternalVideoFrame } from './ExternalVideo.lazy';

export interface ExternalVideoProps {
  url: string;
  title?: string;
  /** Image shown before the visitor chooses to load the player. */
  poster?: string;
  className?: string;
}

/**
 * A video-site video, privacy first: nothing is requested from the video site until
 * the visitor presses play; then the youtube-nocookie player loads and starts.
 * An unsupported url renders nothing (the parser warns).
 */
export function ExternalVideo({ url, title, poster, className }: ExternalVideoProps) {
  const t = useTranslations('blocks');
  const ref = parseExternalVideoUrl(url);
  if (!ref) return null;
  const name = title || t('video.external-title');
  return (
    <ExternalVideoFrame
      embedUrl={externalVideoEmbedUrl(ref, { autoplay: true })}
      title={name}
      poster={poster}
      className={className}
      labels={{ play: t('video.play-named', { title: name }), notice: t('video.external-notice') }}
    />
  );
}
