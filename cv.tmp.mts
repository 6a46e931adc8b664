import { normalize } from './apps/server/src/modules/safeguard/moderation/normalize.ts';
import { train, score, loadExamples } from './apps/server/src/modules/safeguard/moderation/classifier.ts';
import { moderateSync } from './apps/server/src/modules/safeguard/moderation/moderate.ts';
const ex = loadExamples();
const K = 5; const rows: {label: string, rule: string|null, cl: string|null, m: number}[] = [];
const shuffled = ex.map((e, i) => ({ e, k: (i * 7919) % K }));
for (let k = 0; k < K; k++) {
  const model = train(shuffled.filter(x => x.k !== k).map(x => x.e));
  for (const x of shuffled.filter(x => x.k === k)) { const s = score(model, normalize(x.e.text).two); rows.push({ label: x.e.label, rule: moderateSync(x.e.text, {role:'student'}).category, cl: s.label, m: s.margin }); }
}
const h4 = loadExamples(['holdout4']); const h2 = loadExamples(['holdout2']); const full = train(ex);
for (const M of [2,3,4,5,6,7,8,10]) {
  const ben = rows.filter(r => r.label === 'benign'); const fpCl = ben.filter(r => !r.rule && r.m >= M).length;
  const harm = rows.filter(r => r.label !== 'benign' && r.label !== 'personal_information' && r.label !== 'profanity'); const clRight = harm.filter(r => r.m >= M && r.cl === r.label).length;
  const ev = (set: typeof h4) => { let fp=0, b=0, right=0, n=0; for (const e of set) { const rule = moderateSync(e.text,{role:'student'}).category; const s = score(full, normalize(e.text).two); const got = rule ?? (s.margin >= M ? s.label : null); if (e.label==='benign'){b++; if(got) fp++;} else {n++; if(got===e.label) right++;} } return `${right}/${n} fp ${fp}/${b}`; };
  console.log(`M=${M} CV: classifier-alone right ${clRight}/${harm.length}, extra benign FP ${fpCl}/${ben.length} | h2 ${ev(h2)} | h4 ${ev(h4)}`);
}
console.log('--- CV benign FPs at M>=7');
{
const K2 = 5; const sh = ex.map((e, i) => ({ e, k: (i * 7919) % K2 }));
for (let k = 0; k < K2; k++) { const model = train(sh.filter(x => x.k !== k).map(x => x.e)); for (const x of sh.filter(x => x.k === k && x.e.label==='benign')) { const s = score(model, normalize(x.e.text).two); if (s.margin >= 7 && !moderateSync(x.e.text,{role:'student'}).flagged) console.log(s.label, s.margin.toFixed(1), x.e.text); } }
}
