/** `/users/offer`: the generated list of offer documents with «Отправить» on each row. */
import { offers } from '../../schemas/resources/offers';
import { GeneratedList } from '../../src/components/generated/GeneratedList';
import { SendOfferButton } from './SendOfferButton';

export const OfferList = () => <GeneratedList declaration={offers} rowAction={<SendOfferButton label="" />} />;
