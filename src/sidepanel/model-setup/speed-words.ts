import type { PlainKey } from '../../i18n/message-key';
import { ui } from '../../i18n/ui-translator';
import type { CpuSpeedEstimate } from '../../models/wllama/cpu-fit';

const PACE: Record<CpuSpeedEstimate['pace'], PlainKey> = {
  'faster-than-reading': 'cpuPaceFast',
  'reading-pace': 'cpuPaceReading',
  slow: 'cpuPaceSlow',
};

/** "On the processor: writes faster than you read; starts within seconds." (No thread count: jargon, review N12.) */
export function speedWords(speed: CpuSpeedEstimate): string {
  const start =
    speed.start === 'long' ? ui.t('cpuStartLong', speed.startSeconds) : ui.t(speed.start === 'seconds' ? 'cpuStartSeconds' : 'cpuStartMinute');
  return ui.t('cpuSpeedLine', ui.t(PACE[speed.pace]), start);
}
