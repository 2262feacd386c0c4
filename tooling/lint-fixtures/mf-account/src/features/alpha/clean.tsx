import { alpha } from './alpha-model';

/** Must stay clean: own feature, punctuation, numbers and non-word attributes. */
export function Clean() {
  return (
    <a href="/account" className="link" id="clean" aria-hidden="true" data-kind="fixture">
      {alpha} · {42} — ({'/'})
    </a>
  );
}
