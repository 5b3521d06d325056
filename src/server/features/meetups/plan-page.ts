import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '#shared/constants.ts';
import { formatMeetupTime, googleMapsUrl, wazeUrl } from '#shared/meetups.ts';
import outline from '#shared/places/el-salvador-outline.json' with { type: 'json' };
import type { AppDeps } from '#server/deps.ts';
import { languageOf, translate } from '#server/i18n.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { escapeAttribute } from '#server/features/sharing/share-page.ts';
import { readPlan, type SharedPlan } from './plans.ts';

/**
 * `/plan/{token}`: the shared plan as one small page of HTML and CSS, no script and no tiles, so it opens fast on a
 * prepaid phone and for anyone the link reaches, without an account. The map is the country's outline drawn here with
 * the meetup's point, plus links that open the point in Google Maps and Waze.
 */

/** The drawing's frame, in degrees: El Salvador with a small margin. */
const FRAME = { west: -90.2, east: -87.6, south: 13.1, north: 14.5 };
/** Units per degree of latitude; longitude shrinks by the cosine of the country's middle latitude. */
const SCALE = 100;
const LONGITUDE_SHRINK = Math.cos((13.7 * Math.PI) / 180);

const toSvgPoint = (lng: number, lat: number) =>
  [
    ((lng - FRAME.west) * SCALE * LONGITUDE_SHRINK).toFixed(1),
    ((FRAME.north - lat) * SCALE).toFixed(1),
  ] as const;

const SVG_WIDTH = ((FRAME.east - FRAME.west) * SCALE * LONGITUDE_SHRINK).toFixed(0);
const SVG_HEIGHT = ((FRAME.north - FRAME.south) * SCALE).toFixed(0);

/** The outline as one SVG path, computed once. */
const OUTLINE_PATH = outline.geometry.coordinates
  .flatMap((polygon) => polygon)
  .map((ring) => `M${ring.map(([lng = 0, lat = 0]) => toSvgPoint(lng, lat).join(',')).join('L')}Z`)
  .join('');

function mapSvg(place: SharedPlan['place'], label: string): string {
  const [x, y] = toSvgPoint(place.lng, place.lat);
  return `<svg role="img" aria-label="${escapeAttribute(label)}" viewBox="0 0 ${SVG_WIDTH} ${SVG_HEIGHT}" class="map">
<path d="${OUTLINE_PATH}" fill="#d9f0d3" stroke="#5b8a52" stroke-width="0.8"/>
<circle cx="${x}" cy="${y}" r="9" fill="#dc2626" fill-opacity="0.25"/>
<circle cx="${x}" cy="${y}" r="4" fill="#dc2626" stroke="#fff" stroke-width="1.5"/>
</svg>`;
}

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#fffaf5;color:#1c1917;line-height:1.45}
main{max-width:28rem;margin:0 auto;padding:1.25rem 1rem 2rem}h1{font-size:1.4rem;margin:0 0 .5rem}
.intro{color:#57534e;margin:0 0 1rem}dl{margin:0}dt{font-size:.85rem;font-weight:600;color:#57534e;margin-top:1rem}
dd{margin:.2rem 0 0;font-size:1.05rem}.item{display:flex;gap:.75rem;align-items:center}
.item img{width:4rem;height:4rem;object-fit:cover;border-radius:.5rem;background:#e7e5e4}
.map{display:block;width:100%;height:auto;margin-top:.5rem;background:#e0f2fe;border-radius:.75rem}
a{color:#9a3412;font-weight:600}.links{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.75rem}
.links a{flex:1;text-align:center;padding:.7rem;border:1px solid #d6d3d1;border-radius:.75rem;text-decoration:none;background:#fff}`;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="robots" content="noindex"/><title>${escapeAttribute(title)}</title>
<style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function planBody(plan: SharedPlan, language: Language, appUrl: string): string {
  const text = (key: Parameters<typeof translate>[1]) => escapeAttribute(translate(language, key));
  const { item, otherPerson, place } = plan;
  const photo = item?.photoUrl ? `<img src="${escapeAttribute(item.photoUrl)}" alt=""/>` : '';
  const itemRow = item
    ? `<dt>${text('plan.item')}</dt><dd class="item">${photo}<span>${escapeAttribute(item.title)}</span></dd>`
    : '';
  return `<h1>${text('plan.heading')}</h1><p class="intro">${text('plan.intro')}</p><dl>${itemRow}
<dt>${text('plan.with')}</dt><dd>${escapeAttribute(otherPerson.displayName)} ·
<a href="${escapeAttribute(`${appUrl}/users/${otherPerson.id}`)}">${text('plan.profile')}</a></dd>
<dt>${text('plan.place')}</dt><dd>${escapeAttribute(place.name)}</dd>
<dt>${text('plan.time')}</dt><dd>${escapeAttribute(formatMeetupTime(plan.at, language))}</dd></dl>
${mapSvg(place, translate(language, 'plan.map'))}
<div class="links"><a href="${escapeAttribute(googleMapsUrl(place))}">${text('plan.openGoogleMaps')}</a>
<a href="${escapeAttribute(wazeUrl(place))}">${text('plan.openWaze')}</a></div>`;
}

function goneBody(language: Language, appUrl: string): string {
  const text = (key: Parameters<typeof translate>[1]) => escapeAttribute(translate(language, key));
  return `<h1>${text('plan.goneHeading')}</h1><p class="intro">${text('plan.goneText')}</p>
<p><a href="${escapeAttribute(`${appUrl}/`)}">${text('plan.home')}</a></p>`;
}

/** Registers `/plan/{token}`: 200 with the plan, 404 for a link never made or revoked, 410 once it stopped opening. */
export function registerPlanPage(app: FastifyInstance, { db, config, throttle }: AppDeps) {
  app.get('/plan/:token', async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
    await throttle.consume(THROTTLE_RULES.publicReadsPerAddress, request.ip);
    const language = languageOf(request);
    const read = await readPlan(db, request.params.token);
    const answer =
      'plan' in read
        ? {
            status: 200,
            title: translate(language, 'plan.title'),
            body: planBody(read.plan, language, config.appUrl),
          }
        : {
            status: read.unavailable === 'gone' ? 410 : 404,
            title: translate(language, 'plan.goneTitle'),
            body: goneBody(language, config.appUrl),
          };
    return reply
      .status(answer.status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page(language, answer.title, answer.body));
  });
}
