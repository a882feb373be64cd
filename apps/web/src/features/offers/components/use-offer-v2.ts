import type { CustomerOffer, OfferSendBody, OfferVideo } from '@bo/contract/offers/schemas';
import type { UseFormReturn } from 'react-hook-form';
import type { UploadRefusal } from '@/components/ui/upload-refusal';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { runSave } from '@/lib/saving-store';
import { useRemoveOfferAttachment, useUploadOfferAttachment } from '../api/offer-attachments';
import { useUpdateOfferVideos } from '../api/offer-videos';
import { useSendOffer } from '../api/send-offer';
import { useOfferAttachmentsEdit } from './offer-attachments-panel';
import { cartInput, useOfferCartEdit } from './offer-cart-panel';
import type { OfferDefaults, OfferFormOutput, OfferFormValues } from './offer-form-values';
import type { SendOutcome } from './send-offer-dialog';
import type { UploadedFile } from './upload-button';
import { type SavedOffer, useOfferSave } from './use-offer-save';

type Options = {
  country: string;
  customerId: number;
  offer: CustomerOffer | undefined;
  defaults: OfferDefaults;
  form: UseFormReturn<OfferFormValues, unknown, OfferFormOutput>;
  forgetChanges: () => void;
};

/** What an action leaves to do once no save runs any more (the route refuses to change during one). */
type Outcome = { saved: SavedOffer; messages: string[]; error?: unknown };

/**
 * The version 2 offer screen's one save and its actions (decision 193). Everything on the screen — the e-mail
 * content, the next call, the cart, the attachments' names and flags — is saved by one save: a new offer is created
 * with its cart in one call, a saved one's changed parts are saved in turn. An action that shows the offer to someone
 * (send, send html, download, create application) first saves whatever is unsaved, so it uses what is on the screen;
 * an action that needs an id (upload, remove, a video flag) saves a new offer first. A stale version asks as
 * everywhere (DESIGN §4); a failed save stops the action.
 */
export const useOfferV2 = ({ country, customerId, offer, defaults, form, forgetChanges }: Options) => {
  const offerSave = useOfferSave({ country, customerId, offer, version: 2, defaults, form, forgetChanges });
  const cart = useOfferCartEdit(country, customerId, offer?.id);
  const attachments = useOfferAttachmentsEdit(country, customerId, offer?.id);
  const upload = useUploadOfferAttachment(country, customerId);
  const remove = useRemoveOfferAttachment(country, customerId);
  const updateVideos = useUpdateOfferVideos(country, customerId);
  const send = useSendOffer(country, customerId);
  const hasUnsaved = !offer || form.formState.isDirty || cart.isDirty || attachments.isDirty;

  /** One save of what is on the screen; `isForced` saves the form even unchanged (the save button). */
  const persistAll = async (isForced: boolean): Promise<SavedOffer | undefined> => {
    if (!offer) {
      const created = await offerSave.persist('offer', cartInput(cart.lines));
      if (created) cart.markSaved();
      return created;
    }
    if ((isForced || form.formState.isDirty) && !(await offerSave.persist('offer'))) return undefined;
    if (!(await cart.persistTo(offer.id))) return undefined;
    if (!(await attachments.persistTo(offer.id))) return undefined;
    return { offerId: offer.id, isCreated: false };
  };

  /** Saves first when `mustSave`, else takes the saved offer. */
  const savedOffer = (mustSave: boolean) =>
    mustSave ? persistAll(false) : Promise.resolve(offer && { offerId: offer.id, isCreated: false });

  /** After the save: a created offer's route (unless the action went elsewhere), then the messages. */
  const finish = async ({ saved, messages, error }: Outcome, isLeaving = false) => {
    if (saved.isCreated && !isLeaving) await offerSave.showCreated(saved.offerId);
    for (const message of messages) addFlash({ message, severity: 'success' });
    if (error !== undefined) showErrorFlash(error);
  };

  /**
   * Runs `action` on the saved offer. `needs`: 'content' saves whatever is unsaved first, 'id' only a new offer.
   * `then` runs with the action's result once the save is over (it may leave the screen). Resolves to whether the
   * action ran through.
   */
  const act = async <Result>(
    needs: 'content' | 'id',
    action: (offerId: number) => Promise<Result>,
    successMessage: string | null | ((result: Result) => string | null),
    then?: (result: Result) => Promise<void>,
  ) => {
    const mustSave = needs === 'content' ? hasUnsaved : !offer;
    const done = await runSave(async () => {
      const saved = await savedOffer(mustSave);
      if (!saved) return undefined;
      const messages = mustSave ? ['message.offer_saved'] : [];
      try {
        const result = await action(saved.offerId);
        const message = typeof successMessage === 'function' ? successMessage(result) : successMessage;
        return { saved, messages: message ? [...messages, message] : messages, result };
      } catch (error) {
        return { saved, messages, error };
      }
    });
    if (!done) return false;
    const isDone = !('error' in done);
    if (isDone && then) await then(done.result as Result);
    await finish(done, isDone && then !== undefined);
    return isDone;
  };

  const save = async () => {
    const saved = await runSave(() => persistAll(true));
    if (saved) await finish({ saved, messages: ['message.offer_saved'] });
  };

  /**
   * Send offer / send html offer, from their dialog (busy meanwhile, showing a failed send): saves first when anything
   * is unsaved; the dialog closes when that save does not happen.
   */
  const sendWith =
    (kind: 'v2' | 'html') =>
    async (body: OfferSendBody): Promise<SendOutcome> => {
      const saved = await savedOffer(hasUnsaved);
      if (!saved) return { isSent: false };
      const messages = hasUnsaved ? ['message.offer_saved'] : [];
      try {
        await send.mutateAsync({ customerId, offerId: saved.offerId, kind, ...body });
      } catch (error) {
        // a new offer's screen goes to the created offer all the same, its failure shown there
        if (!saved.isCreated) throw error;
        return { isSent: false, afterwards: () => finish({ saved, messages, error }) };
      }
      return { isSent: true, afterwards: () => finish({ saved, messages }) };
    };

  return {
    cart,
    attachments,
    hasUnsaved,
    save,
    act,
    sendWith,
    upload: (file: UploadedFile, refusal: UploadRefusal) =>
      act(
        'id',
        async (offerId) => {
          try {
            await upload.mutateAsync({ customerId, offerId, ...file, detail: null });
          } catch (error) {
            // refused by type or size: said at the upload button, and the offer's save stands
            if (refusal.refuse(error)) return 'refused' as const;
            throw error;
          }
          refusal.accept();
          return 'uploaded' as const;
        },
        (outcome) => (outcome === 'uploaded' ? 'message.offer_attachment_uploaded' : null),
      ),
    remove: (fileHash: string) =>
      act(
        'id',
        (offerId) => remove.mutateAsync({ customerId, offerId, fileHash, detail: null }),
        'message.offer_attachment_removed',
      ),
    toggleVideo: (videos: readonly OfferVideo[], videoId: number, isShown: boolean) =>
      act(
        'id',
        (offerId) =>
          updateVideos.mutateAsync({
            customerId,
            offerId,
            offerVideos: videos.map((item) => ({
              disabled: item.video.id === videoId ? !isShown : item.disabled,
              video: { id: item.video.id },
            })),
          }),
        'message.offer_videos_saved',
      ),
  };
};
