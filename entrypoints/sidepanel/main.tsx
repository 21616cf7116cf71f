import { render } from 'preact';

render(<main>Ask Tabs</main>, document.getElementById('app')!);
