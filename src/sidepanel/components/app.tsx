import { usePanel } from '../panel-context';
import { AskProgress } from './ask-progress';
import { ErrorMessage } from './error-message';
import { QuestionForm } from './question-form';
import { ResultsView } from './results-view';
import { ScopeControl } from './scope-control';
import { SelectionQuote } from './selection-quote';
import { TabList } from './tab-list';

export function App() {
  const Results = usePanel().answerer?.View ?? ResultsView;
  return (
    <main class="panel">
      <ScopeControl />
      <TabList />
      <SelectionQuote />
      <QuestionForm />
      <AskProgress />
      <ErrorMessage />
      <Results />
    </main>
  );
}
