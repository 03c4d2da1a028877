import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSendFollowRequest, useUserSearch } from '../api/social-api';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { EmptyText, PersonRow, ScrollList } from './person-row';

export function SearchTab() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim());
  const search = useUserSearch(query);
  const sendRequest = useSendFollowRequest();
  const typing = text.trim() !== query;
  return (
    <>
      <TextField
        fullWidth
        placeholder="Search by email or username..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': 'Search by email or username' },
          input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
        }}
        sx={{ mb: 2 }}
      />
      <ScrollList label="Search results">
        {query && (search.isFetching || typing) ? (
          <EmptyText>Searching...</EmptyText>
        ) : query && search.data?.length === 0 ? (
          <EmptyText>No users found</EmptyText>
        ) : (
          query &&
          search.data?.map((person) => (
            <PersonRow key={person.id} person={person}>
              <Button
                variant="contained"
                size="small"
                startIcon={<PersonAddIcon />}
                disabled={sendRequest.isPending && sendRequest.variables === person.id}
                onClick={() => sendRequest.mutate(person.id)}
              >
                Follow
              </Button>
            </PersonRow>
          ))
        )}
      </ScrollList>
    </>
  );
}
