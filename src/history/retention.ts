import { storage } from 'wxt/utils/storage';
import { STORAGE_KEYS } from '../messaging/storage-keys';
import type { History } from './history-store';

/** How long conversations are kept: forever (the default), 30 days after their last question, or not at all. */
export type Retention = 'forever' | '30-days' | 'off';
export const RETENTIONS: readonly Retention[] = ['forever', '30-days', 'off'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user's choice (the options page writes it; the panel reads it before each save). */
export const historyRetention = storage.defineItem<Retention>(STORAGE_KEYS.historyRetention, { fallback: 'forever' });

/** Deletes what the choice no longer keeps: conversations older than 30 days; returns how many. */
export async function applyRetention(history: Pick<History, 'removeOlderThan'>, retention: Retention, now: number): Promise<number> {
  return retention === '30-days' ? history.removeOlderThan(now - 30 * DAY_MS) : 0;
}
