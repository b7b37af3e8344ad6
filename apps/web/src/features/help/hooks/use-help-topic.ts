import { useCallback, useState } from 'react';
import { normalizeTopic, replaceTopicHash } from '../components/help-topics';

/**
 * The chosen help topic: starts from the given topic (the URL hash) and follows it when it changes;
 * choosing a topic also writes it to the hash.
 */
export function useHelpTopic(topic: string | null): [string | null, (tag: string) => void] {
  const [selected, setSelected] = useState(() => normalizeTopic(topic));
  const [followed, setFollowed] = useState(topic);
  if (topic !== followed) {
    setFollowed(topic);
    setSelected(normalizeTopic(topic));
  }
  const choose = useCallback((tag: string) => {
    setSelected(tag);
    replaceTopicHash(tag);
  }, []);
  return [selected, choose];
}
