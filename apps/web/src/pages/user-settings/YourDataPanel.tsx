import { type ExportFile, type ImportResult, YOUR_DATA_LIMITS, YOUR_DATA_TEXT, exportFileName } from '@earshot/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/client';
import { exportMyData, importMyData } from '../../api/yourData';
import { useQueryClient } from '../../lib/query';
import './your-data.css';

/** Hands the file to the browser's downloads, named as the server names it. */
function save(file: ExportFile): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(file.exportedAt);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the address to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Download() {
  const api = useApi();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const [failure, setFailure] = useState<string>(YOUR_DATA_TEXT.downloadFailure);
  const download = async () => {
    if (state === 'busy') return;
    setState('busy');
    try {
      save(await exportMyData(api));
      setState('done');
    } catch (error) {
      setState('failed');
      setFailure(error instanceof ApiError && error.status === 429 ? error.message : YOUR_DATA_TEXT.downloadFailure);
    }
  };
  return (
    <div className="your-data__part">
      <button type="button" className="button button--primary" aria-disabled={state === 'busy' || undefined} onClick={() => void download()}>
        {YOUR_DATA_TEXT.download}
      </button>
      <p role="status" className="your-data__status">
        {state === 'busy' ? YOUR_DATA_TEXT.downloading : state === 'done' ? YOUR_DATA_TEXT.downloaded : ''}
      </p>
      {state === 'failed' && (
        <p role="alert" className="field__error">
          {failure}
        </p>
      )}
    </div>
  );
}

/** The file's text as JSON, or the reason it cannot be an export file; the server checks the rest. */
async function readChosen(chosen: File): Promise<{ json: unknown } | { problem: string }> {
  if (chosen.size > YOUR_DATA_LIMITS.importMaxBytes) return { problem: YOUR_DATA_TEXT.tooLarge };
  try {
    return { json: JSON.parse(await chosen.text()) };
  } catch {
    return { problem: YOUR_DATA_TEXT.notJson };
  }
}

function Summary({ result }: { result: ImportResult }) {
  const parts = Object.entries(YOUR_DATA_TEXT.parts) as [keyof typeof YOUR_DATA_TEXT.parts, string][];
  return (
    <div className="your-data__result">
      <table className="your-data__table">
        <caption>{YOUR_DATA_TEXT.resultTitle}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{YOUR_DATA_TEXT.restored}</th>
            <th scope="col">{YOUR_DATA_TEXT.skipped}</th>
          </tr>
        </thead>
        <tbody>
          {parts.map(([key, label]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{result[key].restored}</td>
              <td>{result[key].skipped}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{YOUR_DATA_TEXT.skippedNote}</p>
      <p>{YOUR_DATA_TEXT.songHistoryKept}</p>
    </div>
  );
}

function Import() {
  const api = useApi();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const chosen = input.current?.files?.[0];
    setResult(null);
    if (!chosen) return setProblem(YOUR_DATA_TEXT.noFile);
    setProblem(null);
    setBusy(true);
    try {
      const read = await readChosen(chosen);
      if ('problem' in read) return setProblem(read.problem);
      setResult(await importMyData(api, read.json));
      // Ratings, favorites and channels shown anywhere are now out of date.
      void queryClient.invalidateQueries();
    } catch (error) {
      setProblem(error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : YOUR_DATA_TEXT.importFailure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="your-data__part" noValidate onSubmit={submit} aria-labelledby="your-data-import-title" aria-busy={busy || undefined}>
      <h3 id="your-data-import-title">{YOUR_DATA_TEXT.importTitle}</h3>
      <p>{YOUR_DATA_TEXT.importHelp}</p>
      <div className="field">
        <label className="field__label" htmlFor="your-data-file">
          {YOUR_DATA_TEXT.chooseFile}
        </label>
        <input
          ref={input}
          id="your-data-file"
          className="your-data__file"
          type="file"
          accept="application/json,.json"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'your-data-problem' : undefined}
          onChange={() => setProblem(null)}
        />
      </div>
      <button type="submit" className="button button--secondary" aria-disabled={busy || undefined}>
        {YOUR_DATA_TEXT.importButton}
      </button>
      <p role="status" className="your-data__status">
        {busy ? YOUR_DATA_TEXT.importing : result ? YOUR_DATA_TEXT.importDone : ''}
      </p>
      {problem && (
        <p id="your-data-problem" role="alert" className="field__error">
          {problem}
        </p>
      )}
      {result && <Summary result={result} />}
    </form>
  );
}

/** "Your data": download everything as one file, or restore one from another Earshot server (issue 27). */
export default function YourDataPanel() {
  return (
    <section id="your-data" className="settings-card settings__wide your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{YOUR_DATA_TEXT.title}</h2>
      <p>{YOUR_DATA_TEXT.help}</p>
      <Download />
      <Import />
    </section>
  );
}
