import { useEffect, useEffectEvent, useState } from 'react';
import { ASSISTANT_REPLY_DELAY_MS, ASSISTANT_SAVE_DELAY_MS, CHAT_GREETING_DELAY_MS, CHAT_MESSAGES_BEFORE_SAVE } from '@kindred/core/constants';
import { ADD_MEMORY_TEXTS } from '@kindred/core/memory-texts';

export type ChatMessage = { from: 'assistant' | 'user'; text: string };

/**
 * The assistant's three questions (spec §2.8, reading B): the greeting 100 ms after the chat opens,
 * each reply 500 ms after an answer, and after the third answer its closing words, then the save
 * 1000 ms later with the answers joined as the memory's text.
 */
export function useAssistantChat(kindredName: string, onSave: (rawText: string) => void) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [answers, setAnswers] = useState<string[]>([]);
  const [isAwaitingReply, setIsAwaitingReply] = useState(true);
  const [isThinking, setIsThinking] = useState(false);
  const save = useEffectEvent(() => onSave(answers.join('\n\n')));

  const step = answers.length;
  useEffect(() => {
    const prompts = [ADD_MEMORY_TEXTS.greeting(kindredName), ADD_MEMORY_TEXTS.askFeeling, ADD_MEMORY_TEXTS.askSmallThings, ADD_MEMORY_TEXTS.willSave];
    let saveTimer: ReturnType<typeof setTimeout> | undefined;
    const replyTimer = setTimeout(
      () => {
        setMessages((current) => [...current, { from: 'assistant', text: prompts[step]! }]);
        if (step < CHAT_MESSAGES_BEFORE_SAVE) setIsAwaitingReply(false);
        else {
          setIsThinking(true);
          saveTimer = setTimeout(() => save(), ASSISTANT_SAVE_DELAY_MS);
        }
      },
      step === 0 ? CHAT_GREETING_DELAY_MS : ASSISTANT_REPLY_DELAY_MS,
    );
    return () => {
      clearTimeout(replyTimer);
      clearTimeout(saveTimer);
    };
  }, [step, kindredName]);

  /** Sends an answer; blank text and answers while the assistant has the word are ignored (spec §5). */
  const answer = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '' || isAwaitingReply || step >= CHAT_MESSAGES_BEFORE_SAVE) return false;
    setMessages((current) => [...current, { from: 'user', text: trimmed }]);
    setAnswers((current) => [...current, trimmed]);
    setIsAwaitingReply(true);
    return true;
  };

  return {
    messages,
    answer,
    isAwaitingReply,
    isComplete: step >= CHAT_MESSAGES_BEFORE_SAVE,
    /** From the assistant's closing words until the memory is saved ("Kindred is thinking"). */
    isThinking,
  };
}
