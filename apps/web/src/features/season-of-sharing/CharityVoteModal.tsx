import { type Charity, SEASON_OF_SHARING_TEXT, WRITE_IN_MAX, trimWriteIn } from '@earshot/contract';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { useQuery } from '../../lib/query';
import { Field } from '../../ui/Field';
import { FormModalActions } from '../../ui/FormModalActions';
import { Modal } from '../../ui/Modal';
import type { ModalComponentProps } from '../modals/registry';
import { toast } from '../toasts/store';
import { castVote, charitiesQuery } from '../../api/seasonOfSharing';
import { voteCookie } from './voteCookie';
import './vote.css';

const WRITE_IN = 'write-in';

/** The vote as sent: a listed charity by its param, or a written-in name. */
function ballot(choice: string, writeIn: string, charities: Charity[]) {
  if (choice === WRITE_IN) return { type: WRITE_IN, name: trimWriteIn(writeIn), param: '' } as const;
  const charity = charities.find((c) => c.param === choice);
  return charity ? ({ type: 'present', name: charity.name, param: charity.param } as const) : null;
}

declare module '../modals/registry' {
  interface ModalRegistry {
    charityVote: Record<string, never>;
  }
}

/** The Season of Sharing's vote (001 sections 2, 4 and 9): a listed charity or a write-in, once a day. */
export default function CharityVoteModal({ modal }: ModalComponentProps<'charityVote'>) {
  const api = useApi();
  const formId = useId();
  const { data, isError } = useQuery(charitiesQuery(api));
  const [choice, setChoice] = useState<string | null>(null);
  const [writeIn, setWriteIn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const charities = data?.charities ?? [];
  const vote = choice === null ? null : ballot(choice, writeIn, charities);
  const ready = vote !== null && vote.name.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || sending) return;
    setSending(true);
    setProblem(null);
    try {
      const result = await castVote(api, vote);
      if (!result.is_valid) return setProblem(result.error);
      document.cookie = voteCookie(new Date());
      toast({ kind: 'success', title: SEASON_OF_SHARING_TEXT.votedTitle, message: SEASON_OF_SHARING_TEXT.voted(vote.name) });
      modal.onClose();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      {...modal}
      title={SEASON_OF_SHARING_TEXT.title}
      size="medium"
      dismissible={!sending}
      busy={sending}
      actions={
        <FormModalActions
          formId={formId}
          cancelLabel={SEASON_OF_SHARING_TEXT.notNow}
          submitLabel={SEASON_OF_SHARING_TEXT.submit}
          onCancel={modal.onClose}
          busy={sending}
          disabled={!ready}
        />
      }
    >
      <p className="charity-vote__prize">{SEASON_OF_SHARING_TEXT.prize}</p>
      <p className="charity-vote__note">{SEASON_OF_SHARING_TEXT.eligibility}</p>
      {isError ? (
        <p className="field__error" role="alert">
          {SEASON_OF_SHARING_TEXT.loadError}
        </p>
      ) : (
        <form id={formId} noValidate onSubmit={submit}>
          <fieldset className="charity-vote__choices" aria-busy={!data || undefined}>
            <legend className="visually-hidden">{SEASON_OF_SHARING_TEXT.choose}</legend>
            {charities.map((charity) => (
              <CharityChoice key={charity.param} charity={charity} checked={choice === charity.param} onChoose={() => setChoice(charity.param)} />
            ))}
            <div className="charity-vote__charity">
              <label className="charity-vote__option">
                <input type="radio" name="charity" value={WRITE_IN} checked={choice === WRITE_IN} onChange={() => setChoice(WRITE_IN)} />
                <span className="charity-vote__name">{SEASON_OF_SHARING_TEXT.writeInLabel}</span>
              </label>
              <Field
                label={SEASON_OF_SHARING_TEXT.writeInName}
                className="charity-vote__write-in"
                name="write-in"
                autoComplete="off"
                maxLength={WRITE_IN_MAX}
                disabled={choice !== WRITE_IN}
                required={choice === WRITE_IN}
                value={writeIn}
                onChange={(event) => setWriteIn(event.target.value)}
              />
            </div>
          </fieldset>
          {problem && (
            <p className="field__error" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}

function CharityChoice({ charity, checked, onChoose }: { charity: Charity; checked: boolean; onChoose: () => void }) {
  return (
    <div className="charity-vote__charity">
      <label className="charity-vote__option">
        <input type="radio" name="charity" value={charity.param} checked={checked} onChange={onChoose} />
        <img className="charity-vote__image" src={charity.img} alt="" width={96} height={54} />
        <span>
          <span className="charity-vote__name">{charity.name}</span>
          <span className="charity-vote__description">{charity.description}</span>
        </span>
      </label>
      <p className="charity-vote__links">
        <a href={charity.url} target="_blank" rel="noopener noreferrer">
          {SEASON_OF_SHARING_TEXT.website(charity.name)}
        </a>
        {charity.twitter && (
          <a href={`https://twitter.com/${encodeURIComponent(charity.twitter)}`} target="_blank" rel="noopener noreferrer">
            @{charity.twitter}
          </a>
        )}
      </p>
    </div>
  );
}
