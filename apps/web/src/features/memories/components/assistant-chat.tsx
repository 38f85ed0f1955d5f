import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADD_MEMORY_FLOW_TEXTS } from '@kindred/core/memory-flow-texts';
import { ADD_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useAssistantChat, type ChatMessage } from '../hooks/use-assistant-chat';
import { AddMemoryError } from './add-memory-error';

type AssistantChatProps = {
  kindredName: string;
  /** The failed call's text; the chat is then finished. */
  error: string | null;
  onSave: (rawText: string) => void;
};

function ChatBubble({ message }: { message: ChatMessage }) {
  const isUser = message.from === 'user';
  return (
    <Box
      sx={{
        alignSelf: isUser ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: isUser ? 'primary.main' : 'action.hover',
        color: isUser ? 'primary.contrastText' : 'text.primary',
        whiteSpace: 'pre-line',
        overflowWrap: 'anywhere',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {`${isUser ? ADD_MEMORY_FLOW_TEXTS.userSpeaker : ADD_MEMORY_FLOW_TEXTS.assistantSpeaker}: `}
      </Box>
      {message.text}
    </Box>
  );
}

/** Spec §2.8 reading B: the assistant asks three questions and saves the answers as one memory. */
export function AssistantChat({ kindredName, error, onSave }: AssistantChatProps) {
  const [text, setText] = useState('');
  const chat = useAssistantChat(kindredName, onSave);
  const isLocked = chat.isComplete || error !== null;
  const canSend = text.trim() !== '' && !chat.isAwaitingReply && !isLocked;
  const logRef = useRef<HTMLDivElement>(null);
  const showsThinking = chat.isThinking && !error;
  // The newest message and the thinking state belong in view, as in any chat.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages.length, showsThinking]);

  const send = () => {
    if (canSend && chat.answer(text)) setText('');
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  // Enter sends, Shift+Enter starts a new line, as in any chat.
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    send();
  };

  return (
    <DialogContent>
      <AddMemoryError message={error} />
      <Box
        ref={logRef}
        role="log"
        aria-label={ADD_MEMORY_FLOW_TEXTS.chatLog}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 200, maxHeight: 360, overflowY: 'auto', py: 1 }}
      >
        {chat.messages.map((message, index) => (
          <ChatBubble key={index} message={message} />
        ))}
        {showsThinking && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">{ADD_MEMORY_TEXTS.thinking}</Typography>
          </Box>
        )}
      </Box>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', mt: 2 }}>
        <TextField
          label={ADD_MEMORY_FLOW_TEXTS.chatInput}
          placeholder={ADD_MEMORY_TEXTS.chatPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={isLocked}
          multiline
          maxRows={4}
          fullWidth
          autoFocus
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <AppButton type="submit" disabled={!canSend}>
          {ADD_MEMORY_TEXTS.send}
        </AppButton>
      </Box>
    </DialogContent>
  );
}
