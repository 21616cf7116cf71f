import type { PipelineScores } from './run-benchmark';

/** A markdown table: one row per pipeline and budget; "first" and "1/place" say where the answering passage sits. */
export function retrievalTable(pipelines: Record<string, PipelineScores>): string {
  const rows = ['| pipeline | budget | answer recall | evidence recall | mean tokens | answer first | mean 1/place |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: |'];
  for (const [name, budgets] of Object.entries(pipelines)) {
    for (const [budget, s] of Object.entries(budgets)) {
      rows.push(`| ${name} | ${budget} | ${s.answer_recall.toFixed(3)} | ${s.evidence_recall.toFixed(3)} | ${s.mean_tokens.toFixed(0)} | ${s.answer_first.toFixed(3)} | ${s.reciprocal_place.toFixed(3)} |`);
    }
  }
  return rows.join('\n');
}
