/** `/users/offer`: the generated list of offer documents with «Отправить» on each row. */
import { offers } from './resource';
import { GeneratedList } from '../../../src/components/generated/GeneratedList';
import { SendOfferButton } from '../SendOfferButton';

export const OfferList = () => <GeneratedList declaration={offers} rowAction={<SendOfferButton label="" />} />;

/** The folder's replacement of its generated screen (found by its file name, src/root/sections.ts). */
export default OfferList;
