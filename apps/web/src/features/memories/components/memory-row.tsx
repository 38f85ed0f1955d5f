import { useId } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Event from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { effectiveProcessingStatus, memoryCategory, memoryDisplayBody, memoryDisplayTitle, type Memory } from '@kindred/core/memory';
import { MEMORY_ROW_TEXTS } from '@kindred/core/memory-texts';
import { paths } from '../../../lib/paths';
import { formatDisplayDate } from '@kindred/core/dates';
import { writtenDay } from '../memory-date';
import { MemoryDateBlock } from './memory-date-block';
import { MemoryStatus } from './memory-status';

type MemoryRowProps = {
  memory: Memory;
  onEdit: () => void;
  onDelete: () => void;
  onRetry: () => void;
};

/** One memory in a kindred's list (spec §2.4): the day it was written, title, category, its key date apart, key-dates badge, body and actions. */
export function MemoryRow({ memory, onEdit, onDelete, onRetry }: MemoryRowProps) {
  const titleId = useId();
  const status = effectiveProcessingStatus(memory);
  const memoryPath = generatePath(paths.memory, { kindredId: String(memory.kindredId), memoryId: String(memory.id) });

  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <MemoryDateBlock day={writtenDay(memory)} label={MEMORY_ROW_TEXTS.written} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {memoryDisplayTitle(memory)}
          </Typography>
          <Chip size="small" label={memoryCategory(memory)} />
          {memory.keyDate && <Chip size="small" variant="outlined" icon={<Event />} label={MEMORY_ROW_TEXTS.keyDate(formatDisplayDate(memory.keyDate))} />}
          {memory.hasKeyDates && <Chip size="small" color="secondary" variant="outlined" icon={<Event />} label={MEMORY_ROW_TEXTS.keyDatesBadge} />}
        </Box>
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {status === 'error' ? memory.rawText : memoryDisplayBody(memory)}
        </Typography>
        <MemoryStatus status={status} onRetry={onRetry} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Link component={RouterLink} to={memoryPath} sx={{ mr: 'auto' }}>
            {MEMORY_ROW_TEXTS.viewFullMemory}
          </Link>
          <Button size="small" startIcon={<EditOutlined />} onClick={onEdit}>
            {MEMORY_ROW_TEXTS.edit}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteOutlined />} onClick={onDelete}>
            {MEMORY_ROW_TEXTS.delete}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
