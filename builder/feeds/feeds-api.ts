import { editorWrite } from '@/builder/api';

export interface NewResoFeed {
  kind: 'reso';
  name: string;
  url: string;
  token_url: string;
  client_id: string;
  client_secret: string;
  scope: string;
  interval_minutes: number;
  attribution: { fr?: { text?: string; logo?: string }; en?: { text?: string; logo?: string } };
}

/** A failure carries the API's error code (feed_running: that feed is already running). */
export const addFeed = (feed: NewResoFeed) => editorWrite('POST', '/api/editor/feeds', feed);
export const runFeedNow = (id: number) => editorWrite('POST', `/api/editor/feeds/${id}/run`);
