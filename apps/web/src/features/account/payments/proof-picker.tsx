import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import walletStyles from '../wallet/wallet.module.css';
import { PROOF_IMAGES_MAX } from './payments-api';
import { checkProofFiles, readAsDataUrl, type ProofImage, type ProofRejection } from './proof-images';
import styles from './payments.module.css';

interface Props {
  images: readonly ProofImage[];
  onChange: (images: ProofImage[]) => void;
  required: boolean;
  /** Shown when the member tried to send without the images that are required. */
  error?: string | null;
}

/** Up to 3 proof images (png or jpg, ≤ 5 MB each), checked here before anything is sent, with previews. */
export function ProofPicker({ images, onChange, required, error }: Props) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const [rejected, setRejected] = useState<ProofRejection[]>([]);
  const [reading, setReading] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const files = Array.from(input.files ?? []);
    // The same file may be chosen again after it was removed.
    input.value = '';
    const checked = checkProofFiles(files, images.length);
    setReading(true);
    const read = await Promise.all(
      checked.accepted.map((file) =>
        readAsDataUrl(file).then(
          (dataUrl): ProofImage => ({ name: file.name, size: file.size, dataUrl }),
          () => null,
        ),
      ),
    );
    setReading(false);
    const unreadable = checked.accepted
      .filter((_, i) => read[i] === null)
      .map((f): ProofRejection => ({ name: f.name, problem: 'unreadable' }));
    setRejected([...checked.rejected, ...unreadable]);
    onChange([...images, ...read.filter((r): r is ProofImage => r !== null)]);
  };

  const full = images.length >= PROOF_IMAGES_MAX;
  return (
    <div className={walletStyles.field} data-testid="proof-picker">
      <label htmlFor={id} className={walletStyles.label}>
        {t(required ? 'payments.proofs.labelRequired' : 'payments.proofs.label')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={full || reading}
        onChange={(e) => void pick(e)}
        aria-describedby={`${id}-hint`}
        data-testid="proof-input"
      />
      <p id={`${id}-hint`} className={walletStyles.hint}>
        {t('payments.proofs.hint', { count: images.length, max: PROOF_IMAGES_MAX })}
      </p>
      {rejected.length > 0 ? (
        <ul className={styles.problems} role="alert" data-testid="proof-problems">
          {rejected.map((r, i) => (
            <li key={`${r.name}-${i}`}>
              {t(`payments.proofs.${r.problem}`, { name: r.name, max: PROOF_IMAGES_MAX })}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className={walletStyles.error} data-testid="proof-required">
          {error}
        </p>
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.previews} aria-label={t('payments.proofs.chosen')}>
          {images.map((image, i) => (
            <li key={`${image.name}-${i}`} className={styles.preview} data-testid="proof-preview">
              <img src={image.dataUrl} alt={t('payments.proofs.preview', { n: i + 1, name: image.name })} />
              <button
                type="button"
                className={styles.link}
                onClick={() => {
                  setRejected([]);
                  onChange(images.filter((_, j) => j !== i));
                }}
                aria-label={t('payments.proofs.removeNamed', { name: image.name })}
                data-testid={`proof-remove-${i}`}
              >
                {t('payments.proofs.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
