/**
 * Pictures for the demo data that look like what they stand for: a business licence
 * with the company's name, credit code, representative and address, and a letter
 * confirming who owns an account. Each carries a "demo" watermark so that nobody takes
 * it for a real document. Drawn as SVG, rendered to PNG with the project's own font.
 */
import { escapeXml, svgToPng } from '../../lib/images/svgToPng';

const WIDTH = 880;
const HEIGHT = 620;
const SEAL_RED = '#c8161d';
const INK = '#1f1f1f';

export interface LicenceFacts {
  readonly companyName: string;
  readonly creditCode: string;
  readonly legalRepresentative: string;
  readonly address: string;
  /** YYYY-MM-DD */
  readonly foundedOn: string;
}

export interface OwnershipLetterFacts {
  readonly companyName: string;
  readonly creditCode: string;
  readonly userName: string;
  readonly mobile: string;
  /** YYYY-MM-DD */
  readonly writtenOn: string;
}

/** A business licence (营业执照, 副本) of the company. */
export function licenceImage(facts: LicenceFacts): Buffer {
  const rows: [string, string][] = [
    ['统一社会信用代码', facts.creditCode],
    ['名　　称', facts.companyName],
    ['类　　型', '有限责任公司（自然人投资或控股）'],
    ['法定代表人', facts.legalRepresentative],
    ['注册资本', '壹仟万元整'],
    ['成立日期', chineseDate(facts.foundedOn)],
    ['住　　所', facts.address],
  ];
  const body = rows
    .map(
      ([label, value], index) =>
        `<text x="110" y="${232 + index * 46}" font-size="20" fill="${INK}">${escapeXml(label)}</text>` +
        `<text x="300" y="${232 + index * 46}" font-size="20" fill="${INK}">${escapeXml(value)}</text>`,
    )
    .join('');
  return svgToPng(
    page(
      `<rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" fill="none" stroke="#b8860b" stroke-width="6"/>` +
        `<rect x="30" y="30" width="${WIDTH - 60}" height="${HEIGHT - 60}" fill="none" stroke="#b8860b" stroke-width="1.5"/>` +
        `<text x="${WIDTH / 2}" y="118" text-anchor="middle" font-size="54" font-weight="700" fill="${SEAL_RED}" letter-spacing="18">营业执照</text>` +
        `<text x="${WIDTH / 2}" y="160" text-anchor="middle" font-size="20" fill="${INK}">（副\u3000本）</text>` +
        body +
        seal(720, 500, '市场监督管理局') +
        `<text x="640" y="590" font-size="16" fill="${INK}">登记机关（章）</text>`,
    ),
  );
}

/** A signed letter confirming the account belongs to the company (账号归属证明). */
export function ownershipLetterImage(facts: OwnershipLetterFacts): Buffer {
  const lines = [
    `兹证明登录名为 ${facts.userName} 的账号`,
    `属于本单位${facts.companyName}，`,
    `统一社会信用代码 ${facts.creditCode}。`,
    `因原手机号已停用，申请将账号手机号更换为 ${facts.mobile}，`,
    '由此产生的一切责任由本单位承担。',
    '特此证明。',
  ];
  const body = lines
    .map(
      (line, index) =>
        `<text x="${index === 0 ? 130 : 90}" y="${220 + index * 44}" font-size="22" fill="${INK}">${escapeXml(line)}</text>`,
    )
    .join('');
  return svgToPng(
    page(
      `<text x="${WIDTH / 2}" y="120" text-anchor="middle" font-size="40" font-weight="700" fill="${INK}" letter-spacing="8">账号归属证明</text>` +
        `<line x1="90" y1="150" x2="${WIDTH - 90}" y2="150" stroke="${SEAL_RED}" stroke-width="3"/>` +
        body +
        `<text x="${WIDTH - 90}" y="530" text-anchor="end" font-size="22" fill="${INK}">${escapeXml(facts.companyName)}（公章）</text>` +
        `<text x="${WIDTH - 90}" y="572" text-anchor="end" font-size="22" fill="${INK}">${escapeXml(chineseDate(facts.writtenOn))}</text>` +
        seal(WIDTH - 190, 520, facts.companyName),
    ),
  );
}

/** Paper, the content, and the watermark on top. */
function page(content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fdf8ec"/>` +
    content +
    `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle" font-size="64" font-weight="700" fill="#9e9e9e" fill-opacity="0.22" transform="rotate(-24 ${WIDTH / 2} ${HEIGHT / 2})">演示数据 DEMO</text>` +
    `</svg>`
  );
}

/** A round red seal: its owner's name along the top arc, a star in the middle. */
function seal(cx: number, cy: number, owner: string): string {
  const radius = 78;
  const arc = `M ${cx - radius + 16} ${cy} A ${radius - 16} ${radius - 16} 0 1 1 ${cx + radius - 16} ${cy}`;
  const id = `arc${cx}${cy}`;
  // A long name gets smaller characters: it always fits the upper arc.
  const fontSize = Math.min(18, Math.floor(200 / Math.max(owner.length, 1)));
  const star = Array.from({ length: 10 }, (_, index) => {
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    const r = index % 2 === 0 ? 24 : 10;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return (
    `<g fill-opacity="0.82" stroke-opacity="0.82">` +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${SEAL_RED}" stroke-width="5"/>` +
    `<defs><path id="${id}" d="${arc}"/></defs>` +
    `<text font-size="${fontSize}" font-weight="700" fill="${SEAL_RED}"><textPath href="#${id}" startOffset="50%" text-anchor="middle">${escapeXml(owner)}</textPath></text>` +
    `<polygon points="${star}" fill="${SEAL_RED}"/>` +
    `</g>`
  );
}

/** A founding date that stays the same for a credit code: the demo is repeatable. */
export function foundingDateOf(creditCode: string): string {
  const seed = [...creditCode].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const month = String((seed % 12) + 1).padStart(2, '0');
  const day = String((seed % 27) + 1).padStart(2, '0');
  return `${2008 + (seed % 14)}-${month}-${day}`;
}

/** 2019-03-14 → 2019年03月14日 */
function chineseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${year}年${month}月${day}日`;
}
