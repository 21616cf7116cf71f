import { ScopeControl } from '../scope/scope-control';
import { ScopeNotice } from '../scope/scope-notice';
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
      <ScopeNotice />
      <ScopeControl />
      <QuestionForm />
    </footer>
  );
}
