import { ScopeControl } from '../scope/scope-control';
import { ErrorLine } from './error-line';
import { QuestionForm } from './question-form';
import { SelectionQuote } from './selection-quote';
import './composer.css';

/** The bottom of the panel, always in view: the one error line, the quoted selection, the scope and the question box. */
export function Composer() {
  return (
    <footer class="composer">
      <ErrorLine />
      <SelectionQuote />
      <ScopeControl />
      <QuestionForm />
    </footer>
  );
}
