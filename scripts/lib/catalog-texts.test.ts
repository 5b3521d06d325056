import { describe, expect, it } from 'vitest';
import { keysNamedIn, unnamedSectionTemplate } from './catalog-texts.ts';

const SECTIONS = ['common', 'productDetail', 'productCondition'];
const KEYS = [
  'common.close',
  'common.closeAll',
  'productDetail.title',
  'productDetail.age_minutes_one',
  'productDetail.age_minutes_other',
  'productDetail.age_hours_other',
  'productDetail.views_one',
  'productDetail.views_other',
  'productDetail.meetup.title',
  'productDetail.meetup.hint',
  'productCondition.new',
  'productCondition.good',
];

const named = (source: string) => [...keysNamedIn(source, KEYS, SECTIONS)].sort();

describe('the keys a module names', () => {
  it('are its literal keys, with their plural forms and what lies below them', () => {
    expect(
      named(`t('common.close'); t("productDetail.views", { count }); const key = 'productDetail.meetup';`),
    ).toEqual([
      'common.close',
      'productDetail.meetup.hint',
      'productDetail.meetup.title',
      'productDetail.views_one',
      'productDetail.views_other',
    ]);
  });

  it('are every key a template or a prefix starting with a section can make', () => {
    expect(named('t(`productDetail.age_${unit}`, { count: value })')).toEqual([
      'productDetail.age_hours_other',
      'productDetail.age_minutes_one',
      'productDetail.age_minutes_other',
    ]);
    expect(named("t('productCondition.' + condition)")).toEqual([
      'productCondition.good',
      'productCondition.new',
    ]);
  });

  it('are none for text that only looks like one', () => {
    expect(named(`'commons.close'; 'close'; "market.place"; 'theproductDetail.title'`)).toEqual([]);
  });
});

describe('a key built at run time', () => {
  it('must start with its section written out, or its texts could not travel with it', () => {
    expect(unnamedSectionTemplate('t(`productCondition.${condition}`)', SECTIONS)).toBeUndefined();
    expect(unnamedSectionTemplate('t(`${section}.title`)', SECTIONS)).toBe('t(`${section}.title`');
  });
});
