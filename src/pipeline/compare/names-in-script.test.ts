import { describe, expect, it } from 'vitest';
import { chunksOf } from '../../../tests/support/test-chunks';
import { createTabIndex } from '../rank/tab-index';
import { namesInScript } from './names-in-script';

const page = (id: number, title: string, texts: string[], crumbs: string[] = []) => ({
  source: { tabId: id, url: `https://site${id}.example/page`, title, site: `site${id}.example` },
  index: createTabIndex(chunksOf(texts), title),
  profile: { path: '', crumbs, description: '', ogType: '', types: [], names: [], headings: [] },
});
const tabs = [
  page(1, 'Portman Lights P1 Retro Or EVO - 4 Units Roadcase', ['Expected availability: 2-4 Weeks.']),
  page(2, 'Create and manage resources overview', ['This topic describes managing resources in Terraform configuration.', 'Start a new Terraform project.'], ['Developer', 'Terraform']),
  page(3, 'Car Battery Replacement Guide', ['Replace the battery every five years.', 'A new battery costs $100.']),
  page(4, 'Our services | Deloitte US', ['At Deloitte, we see every challenge as an opportunity.']),
];
const found = (question: string) => Object.fromEntries(namesInScript(question, tabs));

describe('namesInScript', () => {
  it('reads a name a question writes in its own script as the word a tab is known by', () => {
    expect(found('3Mのクリップとポートマンのケース、それぞれ何個入り？')).toEqual({ ポートマン: ['portman'] });
    // Terraform's documentation names it in its breadcrumb and text, not its title.
    expect(found('테라폼이랑 Azure Functions에서 새 프로젝트를 시작할 때 먼저 뭘 실행해야 해?')).toEqual({ 테라폼이랑: ['terraform'] });
    expect(found('デロイトとSmartcatのサービスはどんな会社向け？')).toEqual({ デロイト: ['deloitt'] });
  });

  it('a common loan that fits a tab is no name (バッテリー, 배터리): the tab writes it lower-case', () => {
    expect(found('バッテリーはどれくらい持つ？')).toEqual({});
    expect(found('배터리 교체는 얼마예요?')).toEqual({});
  });

  it('finds nothing in an English question, nor a word every tab is', () => {
    expect(found('How many units does the Portman roadcase hold?')).toEqual({});
    expect(namesInScript('ポートマンのケース', [tabs[0]!, { ...tabs[1]!, source: { ...tabs[1]!.source, title: 'Portman' } }])).toEqual(new Map());
  });
});
