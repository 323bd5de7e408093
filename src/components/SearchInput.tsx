/**
 * A list's search box. The list remembers its filters, so a dispatcher coming back finds the
 * last query still there; a click into the box selects it, and the next phone number typed
 * replaces it instead of being appended to it (issue 21). The list's filter form reads `alwaysOn`
 * from the element it is given, so a list passes it here.
 */
import { useRef, type FocusEvent, type MouseEvent } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';

export const SearchInput = (props: TextInputProps) => {
  // A mouse focus ends with a mouseup that would drop the selection made on focus.
  const focusedByPointer = useRef(false);
  return (
    <TextInput
      resettable
      {...props}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        event.target.select();
        focusedByPointer.current = true;
      }}
      onMouseUp={(event: MouseEvent<HTMLInputElement>) => {
        if (focusedByPointer.current) event.preventDefault();
        focusedByPointer.current = false;
      }}
    />
  );
};
