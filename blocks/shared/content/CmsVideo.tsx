import { useTranslations } from 'next-intl';
import type { BlockContext } from '@/blocks/types';
import type { Video } from '@/lib/content/fields';
import { pick } from '@/lib/i18n/locales';
import { VideoPlayer } from './CmsVideo.lazy';
import { ExternalVideo } from './ExternalVideo';
import { cx } from './cx';
import styles from './cms-video.module.pcss';

export interface CmsVideoProps {
  video: Video | null | undefined;
  ctx: Pick<BlockContext, 'locale'>;
  /** Decorative background: autoplay, muted, loop, no controls (still off for reduced motion). */
  background?: boolean;
  className?: string;
}

/**
 * A CMS video: its own sources in a <video> driven by the video-player machine, or,
 * when it only has external sources, a click-to-load video-site player.
 */
export function CmsVideo({ video, ctx, background = false, className }: CmsVideoProps) {
  const t = useTranslations('blocks');
  if (!video) return null;
  const poster = pick(video.poster, ctx.locale) || undefined;
  const sources = (video.sources ?? []).filter((source) => source.url);

  if (sources.length === 0) {
    const external = (video.external_sources ?? []).find((source) => source.url);
    // A background never loads a third-party player by itself; its poster stands in.
    if (background) return poster ? <PosterFallback poster={poster} className={className} /> : null;
    return external ? <ExternalVideo url={external.url} poster={poster} className={className} /> : null;
  }

  return (
    <VideoPlayer
      sources={sources.map((s) => ({ url: s.url, type: s.type || 'video/mp4' }))}
      poster={poster}
      autoplay={background || video.autoplay}
      controls={!background && video.controls !== false}
      loop={background || video.loop !== false}
      muted={background || video.muted !== false}
      background={background}
      className={className}
      labels={{ unsupported: t('video-unsupported'), play: t('video.play'), pause: t('video.pause') }}
    />
  );
}

function PosterFallback({ poster, className }: { poster: string; className?: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- arbitrary CMS hosts
  return <img src={poster} alt="" className={cx(styles.backgroundVideo, className)} />;
}
