import { useTranslation } from 'react-i18next';
import type { StudioGameInfoOf } from '@suerte/contracts';
import { useLocalName } from '../model/names';

type Format = (minor: number) => string;
type Sport = StudioGameInfoOf<'event'>['sport'];

/**
 * The rules of a simulated event game: that nothing real is implied, the schedule, the published odds model with
 * its margin, how the result is drawn from the event's seeds after betting closes, and how bets are settled.
 */
export function EventRules({
  info,
  sport = info?.sport ?? 'cockfight',
  format,
}: {
  info?: StudioGameInfoOf<'event'>;
  sport?: Sport;
  format?: Format;
}) {
  const { t, i18n } = useTranslation('studio');
  const localName = useLocalName();
  const marginBp = info?.marginBp ?? (sport === 'cockfight' ? 500 : 600);
  const percent = (n: number, digits = 2) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(n);
  const returnPercent = percent((10_000 / (10_000 + marginBp)) * 100);
  return (
    <article className="studio-rules" data-testid="rules">
      <h2>{t('rules.title', { game: info ? localName(info) : t(`rules.event.${sport}.name`) })}</h2>
      <p className="studio-strong" data-testid="rules-simulated">
        {t('rules.event.simulated')}
      </p>
      <p>{t('rules.event.schedule')}</p>
      <h3>{t('rules.event.modelTitle')}</h3>
      <p>{t(`rules.event.${sport}.model`)}</p>
      <p data-testid="rules-margin">
        {t('rules.event.margin', { margin: percent(marginBp / 100), rtp: returnPercent })}
      </p>
      <h3>{t('rules.event.resultTitle')}</h3>
      <p>{t(`rules.event.${sport}.result`)}</p>
      <p>{t('rules.event.fair')}</p>
      <h3>{t('rules.event.settleTitle')}</h3>
      <p>{t(`rules.event.${sport}.settle`)}</p>
      <p>{t('rules.event.settle')}</p>
      {info && format ? (
        <p>{t('rules.event.limits', { min: format(info.minStake), max: format(info.maxStake) })}</p>
      ) : null}
    </article>
  );
}
