import { startBackground } from '../src/background/start-background';

export default defineBackground(() => startBackground());
