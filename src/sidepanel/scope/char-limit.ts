import { ui } from '../../i18n/ui-translator';

/** "2 million characters", "200万文字": a count of characters written the way the language says big numbers. */
export const charLimit = (chars: number) => ui.t('charLimit', ui.number(chars, { notation: 'compact', compactDisplay: 'long' }));
