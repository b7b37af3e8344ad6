import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioFairness, StudioGameInfo, StudioRotation } from '@suerte/contracts';
import { isValidClientSeed } from '@suerte/fair';
import { studioApi } from '../api/studio-api';
import { fairLink } from '../model/fair-link';
import { ErrorText } from './error-text';

interface FairnessPanelProps {
  token: string;
  game: StudioGameInfo;
  fairness: StudioFairness;
  onFairness: (fairness: StudioFairness) => void;
  /** No seed change while a round is being played. */
  busy: boolean;
}

/**
 * Provable fairness: the hash of the server seed in play (committed before any round uses it), the client
 * seed the player may change, the next nonce; rotating reveals the seed in play so its rounds can be verified.
 */
export function FairnessPanel({ token, game, fairness, onFairness, busy }: FairnessPanelProps) {
  const { t } = useTranslation('studio');
  const [seed, setSeed] = useState(fairness.clientSeed);
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [rotation, setRotation] = useState<StudioRotation | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const value = seed.trim();
    setSaved(false);
    if (!isValidClientSeed(value)) return setInvalid(true);
    setInvalid(false);
    setSaving(true);
    setError(null);
    try {
      onFairness(await studioApi.setClientSeed(token, value));
      setSaved(true);
    } catch (e) {
      setError(e);
    } finally {
      setSaving(false);
    }
  };

  const rotate = async () => {
    setSaving(true);
    setError(null);
    try {
      const answer = await studioApi.rotate(token);
      setRotation(answer);
      onFairness({
        serverSeedHash: answer.newServerSeedHash,
        clientSeed: answer.clientSeed,
        nonce: answer.nonce,
      });
      setSeed(answer.clientSeed);
    } catch (e) {
      setError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="studio-panel__body" data-testid="fairness-panel">
      <p className="studio-muted">{t('fair.intro')}</p>
      <dl className="studio-facts">
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className="studio-mono" data-testid="fair-hash">
          {fairness.serverSeedHash}
        </dd>
        <dt>{t('fair.nonce')}</dt>
        <dd className="studio-mono" data-testid="fair-nonce">
          {fairness.nonce}
        </dd>
      </dl>
      <form className="studio-form" onSubmit={(e) => void save(e)} noValidate>
        <label htmlFor="client-seed">{t('fair.clientSeed')}</label>
        <div className="studio-form__row">
          <input
            id="client-seed"
            className="studio-input studio-mono"
            value={seed}
            maxLength={64}
            onChange={(e) => setSeed(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby="client-seed-hint"
            data-testid="client-seed"
          />
          <button type="submit" className="studio-secondary" disabled={busy || saving}>
            {t('fair.save')}
          </button>
        </div>
        <p id="client-seed-hint" className={invalid ? 'studio-error-text' : 'studio-muted'}>
          {invalid ? t('fair.clientSeedInvalid') : t('fair.clientSeedHint')}
        </p>
        {saved ? <p role="status">{t('fair.saved')}</p> : null}
      </form>
      <button
        type="button"
        className="studio-secondary"
        onClick={() => void rotate()}
        disabled={busy || saving}
        data-testid="fair-rotate"
      >
        {t('fair.rotate')}
      </button>
      <p className="studio-muted">{t('fair.rotateHint')}</p>
      {error ? <ErrorText error={error} /> : null}
      {rotation ? (
        <div className="studio-revealed" role="status" data-testid="fair-revealed">
          <p className="studio-strong">{t('fair.revealed')}</p>
          <dl className="studio-facts">
            <dt>{t('fair.serverSeed')}</dt>
            <dd className="studio-mono">{rotation.revealedServerSeed}</dd>
            <dt>{t('fair.previousHash')}</dt>
            <dd className="studio-mono">{rotation.previousServerSeedHash}</dd>
            <dt>{t('fair.clientSeed')}</dt>
            <dd className="studio-mono">{rotation.previousClientSeed}</dd>
            <dt>{t('fair.roundsPlayed')}</dt>
            <dd>{rotation.roundsPlayed}</dd>
          </dl>
          {rotation.roundsPlayed > 0 ? (
            <a
              className="studio-link"
              target="_blank"
              rel="noopener"
              href={fairLink(game, {
                serverSeed: rotation.revealedServerSeed,
                serverSeedHash: rotation.previousServerSeedHash,
                clientSeed: rotation.previousClientSeed,
                nonce: rotation.roundsPlayed - 1,
              })}
              data-testid="fair-verify-last"
            >
              {t('fair.verifyLast')}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
